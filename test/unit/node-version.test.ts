import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeTooOld, REQUIRED_NODE } from '../../src/node-version.js';

describe('the Node.js version check', () => {
  it("is package.json's engines", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE}`);
  });

  it('refuses what is older, with the version it needs and the one it got', () => {
    expect(nodeTooOld('20.20.2')).toBe(
      'Node.js 22.12 or newer is required; this is Node.js 20.20.2 (README: Quick start)',
    );
    expect(nodeTooOld('22.11.0')).toMatch(/^Node\.js 22\.12 or newer is required/);
    for (const ok of ['22.12.0', '22.23.3', '24.1.0', '25.0.0']) expect(nodeTooOld(ok)).toBeNull();
  });
});
