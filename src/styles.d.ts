/**
 * Stylesheets imported from TypeScript (webpack: css-loader + mini-css-extract-plugin; Jest: a
 * class-name proxy and an empty stub). `*.module.css` files are CSS Modules whose class names are
 * exported camelCased (`.size-small` → styles.sizeSmall); a name the file lacks is undefined.
 * Plain `.css` files are global and imported for their side effect only (`import './x.css'`),
 * which needs no declaration.
 */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
