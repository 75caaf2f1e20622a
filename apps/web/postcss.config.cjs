// Mantine's preset gives rem()/light-dark()/breakpoint mixins in CSS modules; simple-vars
// exposes Mantine's breakpoints as $mantine-breakpoint-* so media queries match the theme.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
