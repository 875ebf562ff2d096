// A catalog imported with `?part=` (catalogs.ts): webpack's ICU loader keeps that part of it, parsed.
declare module '*.json?part=home' {
  const catalog: Partial<import('./catalogs').Catalog>;
  export default catalog;
}
declare module '*.json?part=pages' {
  const catalog: Partial<import('./catalogs').Catalog>;
  export default catalog;
}
