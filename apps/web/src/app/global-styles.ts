// Mantine's reset, CSS variables and global classes. Component styles are not imported here:
// each Mantine component brings its own, in the chunk that uses it (build/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Dev server only (it pre-bundles Mantine, so components cannot bring their CSS there).
import 'virtual:mantine-dev-styles';
