// CSS Modules: webpack (css-loader with modules) gives class names; jest maps them to their own keys.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Global stylesheets (tokens.css) are imported for their side effect only.
declare module '*.css';
