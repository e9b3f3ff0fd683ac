'use strict';
/**
 * Import resolver (eslint-module-utils interface v2) used by eslint-plugin-boundaries.
 *
 * It asks TypeScript itself, with the nearest tsconfig.json, where an import points. That way the
 * web app's `@/` alias, the `@evidence/shared/<area>` package exports (workspace symlink followed to
 * packages/shared/src) and extensionless relative imports resolve exactly as `tsc` resolves them,
 * and the boundary rules see the real target file. (eslint-import-resolver-typescript would do the
 * same but is not a dependency; the default node resolver knows neither `paths` nor `exports`.)
 * CommonJS because eslint-module-utils loads resolvers with require().
 */
const path = require('node:path');
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const optionsByConfig = new Map();
const fallbackOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true };

function compilerOptionsFor(file) {
  const configPath = ts.findConfigFile(path.dirname(file), ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) return fallbackOptions;
  let options = optionsByConfig.get(configPath);
  if (!options) {
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
    options = { ...(ts.getParsedCommandLineOfConfigFile(configPath, {}, host)?.options ?? fallbackOptions), allowJs: true };
    optionsByConfig.set(configPath, options);
  }
  return options;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, compilerOptionsFor(file), ts.sys);
  if (!resolvedModule) return { found: false };
  return { found: true, path: resolvedModule.resolvedFileName };
};
