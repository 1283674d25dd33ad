import { createGlobalStyle } from 'styled-components';
import { theme } from '@/lib/site/theme';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceAlt};
    line-height: 1.5;
  }
  img, svg { display: block; max-width: 100%; }
  /* Screens that fill in from storage after hydration (cart, checkout, payment) must not push the footer
     around inside the first viewport: keep it below the fold. */
  #main { display: block; min-height: calc(100vh - 64px); }
  a { color: ${theme.colors.brand}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.2; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

export default GlobalStyle;
