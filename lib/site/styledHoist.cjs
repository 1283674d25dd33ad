// Build-time loader (next.config.mjs, turbopack.rules) for styled-components' own bundle: the <style> elements it
// renders for server components (React Server Components, its "RSC mode") opt into React 19's stylesheet hoisting.
//
// Why (issue 29.1): in RSC mode styled-components 6.6 renders a plain <style> next to each server-rendered element,
// so the HTML carries dozens of <style> elements inside <body>, which the Nu HTML Checker rejects ("A style element
// in body must be the first child of its parent"). Given `href` (a key: React never fetches it) and `precedence`,
// React puts each one in <head> with the page's first bytes, de-duplicated by href, and for content that streams in
// later it inserts the style before revealing that content: no flash, no layout shift. The client components'
// styles keep going through components/providers/StyledComponentsRegistry.tsx (also <head>).
//
// The href is the component id plus a hash of the CSS text, so a different CSS never reuses an href (React keeps the
// first style it saw for an href). If styled-components changes the code this rewrites, the build fails here
// instead of silently shipping <style> in <body> again.
'use strict';

const PRECEDENCE = 'styled-components';
const HASH =
  '((s)=>{let h=5381;for(let i=0;i<s.length;i++)h=Math.imul(h,33)^s.charCodeAt(i);return(h>>>0).toString(36)})';

// createElement("style",{[X]:"",key:"sc-"+l.componentId,children:Y}) : one styled component's rules
const COMPONENT = /createElement\("style",\{\[(\w+)\]:"",key:"sc-"\+(\w+)\.componentId,children:(\w+)\}/g;
// createElement("style",{key:S,"data-styled-global":S,children:F(T)}) : a createGlobalStyle's rules
const GLOBAL = /createElement\("style",\{key:(\w+),"data-styled-global":\1,children:(\w+)\((\w+)\)\}/g;

/** The styled-components bundle with its server-component <style> elements made hoistable. */
function hoistStyles(source) {
  let components = 0;
  let globals = 0;
  const out = source
    .replace(COMPONENT, (_, attr, comp, css) => {
      components += 1;
      return (
        `createElement("style",{[${attr}]:"",key:"sc-"+${comp}.componentId,` +
        `href:${comp}.componentId+"-"+${HASH}(${css}),precedence:${JSON.stringify(PRECEDENCE)},children:${css}}`
      );
    })
    .replace(GLOBAL, (_, key, fmt, css) => {
      globals += 1;
      return (
        `createElement("style",{key:${key},"data-styled-global":${key},` +
        `href:${key}+"-"+${HASH}(${css}),precedence:${JSON.stringify(PRECEDENCE)},children:${fmt}(${css})}`
      );
    });
  return { source: out, components, globals };
}

/** webpack/Turbopack loader entry: fails the build when the bundle no longer has exactly one of each. */
function loader(source) {
  const { source: out, components, globals } = hoistStyles(source);
  if (components !== 1 || globals !== 1) {
    throw new Error(
      `lib/site/styledHoist.cjs: expected one component and one global <style> in ${this.resourcePath}, ` +
        `found ${components} and ${globals}: styled-components changed; update the patterns (issue 29.1)`,
    );
  }
  return out;
}

module.exports = loader;
module.exports.hoistStyles = hoistStyles;
module.exports.PRECEDENCE = PRECEDENCE;
