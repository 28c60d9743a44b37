// A figure held to a budget: printed as one `budget:` line, which bench/run.mjs gathers into its
// closing table, beside the figure's own `name: value unit` line.
//
//   budget: <name> <value> <unit> <= <limit> held|over      (>= for a floor)

/** Prints the line; answers whether the figure held. `floor`: the figure must reach the limit. */
export function budget(name, value, unit, limit, { floor = false } = {}) {
  const held = floor ? value >= limit : value <= limit;
  console.log(`budget: ${name} ${Number.isFinite(value) ? Number(value.toFixed(2)) : value} ${unit} ${floor ? '>=' : '<='} ${limit} ${held ? 'held' : 'over'}`);
  return held;
}

/** The `budget:` lines of a benchmark's output, as bench/run.mjs tabulates them. */
export function budgetLines(output) {
  return output
    .split('\n')
    .filter((line) => line.startsWith('budget: '))
    .map((line) => {
      const [name, value, unit, sign, limit, verdict] = line.slice(8).trim().split(/\s+/);
      return { name, value, unit, sign, limit, held: verdict === 'held' };
    });
}
