// The oldest Node.js the service runs on, as package.json's `engines` says (test/unit/node-version.test.ts
// keeps the two equal). On an older Node the application does not fail with a message: Node 20 ends
// the start with a segmentation fault and no line at all. So main.ts checks first.

export const REQUIRED_NODE = '22.12';

/** The refusal for `version` (process.versions.node), or null when it is new enough. */
export function nodeTooOld(version: string): string | null {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = REQUIRED_NODE.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `Node.js ${REQUIRED_NODE} or newer is required; this is Node.js ${version} (README: Quick start)`;
}
