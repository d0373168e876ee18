/** Made at build time by build/county-boundaries.ts: one state's counties as SVG paths. */
declare module 'virtual:county-boundaries/*' {
  const boundaries: {
    width: number;
    height: number;
    counties: Array<{ fips: string; name: string; path: string }>;
  };
  export default boundaries;
}
