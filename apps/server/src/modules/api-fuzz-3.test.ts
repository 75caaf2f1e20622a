import { describeApiFuzz } from '../test/api-fuzz-suite';

// Issue 11, point 5, in three parts so the test workers share it (see describeApiFuzz).
describeApiFuzz({ shard: 3, of: 3, forms: true });
