#!/usr/bin/env node
// The `colorgen` command of the npm package: runs the colorgen binary of the platform package npm
// installed beside it (one of the optionalDependencies, chosen by its `os` and `cpu`), with this
// process's arguments and standard streams, and ends the way colorgen ended: its exit status, or
// the signal that stopped it. Signals sent to this process are passed on to colorgen.
'use strict';

const { spawn } = require('child_process');

const platform = `${process.platform}-${process.arch}`;
const packageName = `@colorgen/${platform}`;

let binary;
try {
    binary = require.resolve(`${packageName}/bin/colorgen`);
} catch {
    console.error(`colorgen: error: no colorgen binary for ${platform}: the package ${packageName} is not installed. `
        + 'npm installs it with colorgen when one is published for this platform (linux-x64, linux-arm64, '
        + 'darwin-arm64, darwin-x64) and optional dependencies are not omitted (--omit=optional, --no-optional). '
        + 'Elsewhere, build colorgen from source (docs/install.md).');
    process.exit(1);
}

const child = spawn(binary, process.argv.slice(2), { stdio: 'inherit' });
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
for (const signal of forwarded) {
    process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
    console.error(`colorgen: error: cannot run ${binary}: ${error.message}`);
    process.exit(1);
});
child.on('exit', (code, signal) => {
    if (signal) {
        // Stop the same way, so that the caller sees the signal, not an exit status.
        for (const name of forwarded) process.removeAllListeners(name);
        process.kill(process.pid, signal);
        return;
    }
    process.exit(code);
});
