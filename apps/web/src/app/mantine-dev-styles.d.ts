// Provided by build/mantine-css.ts: every Mantine stylesheet under the dev server, empty in a build.
declare module 'virtual:mantine-dev-styles';
