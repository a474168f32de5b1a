// The front door of `accounts`: the account record (the `users` table, its roles and its code sequence),
// owned here alone. It sits on the lowest floor of the modules and imports none of them, so auth,
// onboarding, invites, recovery, sso, users and the rest read and write accounts here instead of in each
// other (decisions/0068). A query that selects accounts and joins the client (and branch) behind them
// lives here too, named for what it answers, so the join stays one query; a join from another module's
// table to the account (a session, an invite, a calendar feed) lives with that table's owner.
export {
  insertInvitedClientUser,
  insertRegisteredUser,
  insertStaffUser,
  lockedAccountsOfClient,
  nextUserCode,
} from './creation-queries.js';
export { branchExists, chosenByFilter, filterChoices } from './filter-queries.js';
export {
  accountFactsOfClient,
  accountOfUser,
  branchOfUser,
  findAutologinUser,
  findInvitee,
  noticeRecipients,
  senderOf,
} from './joined-queries.js';
export {
  accountStanding,
  deleteUser,
  findUserById,
  findUserByLoginId,
  findUserForLogin,
  findUserIdByCode,
  isEmailTaken,
  markEmailVerified,
  markPhoneVerified,
  personalDataOf,
  rolesFor,
  setAutologinFlag,
  setClientNotices,
  setDisabledAt,
  setPassword,
  setUnverifiedPhone,
  setVerifiedEmail,
  type UserRow,
  userCount,
} from './queries.js';
export { type StaffAccount, staffAccounts, staffChoices, staffRoster } from './staff-queries.js';
