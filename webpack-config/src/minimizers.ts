/**
 * Production minifiers. swc minifies JavaScript several times faster than terser for nearly the same
 * size (2 CPU cores are shared by every build here); esbuild minifies CSS when it is installed.
 */
import MinimizerPlugin from 'minimizer-webpack-plugin';

export function createMinimizers(): MinimizerPlugin[] {
  const minimizers = [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      minimizerOptions: { compress: { passes: 2 }, mangle: true },
    }),
  ];
  if (isInstalled('esbuild')) {
    minimizers.push(
      new MinimizerPlugin({ test: /\.css(\?.*)?$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
    );
  }
  return minimizers;
}

function isInstalled(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}
