import { cheapPasswordHashingForTests } from '../platform/auth/passwords';

// Runs in every server test file before its imports' code: see the function's comment.
cheapPasswordHashingForTests();
