// Linking a phone or e-mail (SPEC.md §2 /verifyPhone /bindPhone /verifyEmail /bindEmail, §5):
// where /setting sends the member to change or add one (navigate(path, { state })). The app's
// route table imports ./routes.
export { linkingPaths, linkingStart, type LinkingState, type MemberContacts } from './linking-paths';
