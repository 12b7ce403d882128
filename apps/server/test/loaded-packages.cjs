// Preloaded into a server process (`NODE_OPTIONS=--require`): as it exits, it prints the names of
// the packages it loaded from node_modules, for a test to see that some never were.
process.on('exit', () => {
  const names = new Set();
  for (const path of Object.keys(require.cache)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(path)?.[1];
    if (name) names.add(name);
  }
  process.stdout.write(`\nloaded packages: ${JSON.stringify([...names])}\n`);
});
