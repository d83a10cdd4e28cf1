import { setPasswordHashCost } from '../areas/member/passwords';

// Every server test file hashes passwords at scrypt N=2^10 (1 MiB, a few milliseconds) instead of
// production's 2^17: why, and which test keeps the production cost, at setPasswordHashCost.
setPasswordHashCost(2 ** 10);
