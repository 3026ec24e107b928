/** The help pages (decision 031): contact and help, and the accessibility statement. */
export { AccessibilityStatementScreen, ContactAndHelpScreen } from './components/help-screens';
