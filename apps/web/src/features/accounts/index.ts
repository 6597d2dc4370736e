/**
 * The accounts feature's public face (issue 21): what other features use of it. The landing's pricing
 * hands the chosen plan to registration under CHOSEN_PLAN_KEY. Its screens (sign-in, password reset
 * and change, users, profile, roles, menus, login history) are reached through ./routes.
 */
export { CHOSEN_PLAN_KEY } from './signIn/RegisterPanel';
