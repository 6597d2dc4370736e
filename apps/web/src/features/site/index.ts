/**
 * The site feature's public face (issue 21): site settings and their panels, the landing page, FAQ,
 * contacts and the mail log. No other feature uses any of it today; its screens are reached through
 * ./routes. What another feature needs of it is exported here, and only here.
 */
export {};
