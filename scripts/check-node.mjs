// Runs before `npm install` finishes (root preinstall): a Node older than engines asks for refuses in
// one line, instead of a native module crashing later. Plain syntax, so old Nodes can read it.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = engines.node.replace(/^>=/, '').split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Stryd needs Node ${needMajor}.${needMinor} or later; this is ${process.versions.node}. ` +
      'Put Node 24 first on PATH with: eval "$(scripts/use-node.sh)" (README, "Node versions").',
  );
  process.exit(1);
}
