// Placeholder: replaced by the real screen.
export { default } from '../PlaceholderPage';
