// Stops a command on a Node older than the project's (package.json's engines, decisions/0077) with one
// line saying what is needed: `npm install` runs it (the root's preinstall) and so do `npm start` and the
// agency's commands (scripts/build-if-changed.mjs, their first step). Without it an old Node got a screen
// of npm's engine warnings and went on, installing and running on a Node the project is not made for.
// CommonJS in syntax every Node since 6 reads, and nothing but package.json loaded: it must run where the
// rest cannot.
'use strict';

const engines = require('../package.json').engines.node;
const wanted = /^>=(\d+)\.(\d+)$/.exec(engines);
if (!wanted) throw new Error(`package.json engines.node is not ">=MAJOR.MINOR": ${engines}`);

/** The line to stop with on Node `version` ("20.20.2"), or null when it is recent enough. */
function nodeVersionProblem(version) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  const major = Number(wanted[1]);
  const minor = Number(wanted[2]);
  if (parts[0] > major || (parts[0] === major && parts[1] >= minor)) return null;
  return (
    `Area Clienti needs Node.js ${major}.${minor} or later; this is Node v${parts.join('.')}. ` +
    `Install Node.js ${major} (https://nodejs.org/en/download) and run the command again.`
  );
}

module.exports = { nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
