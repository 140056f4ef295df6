import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey for integration tests: an ES256 key pair that answers WebAuthn's create() and get() as an
// authenticator would (attestation "none"), with the flags a test chooses: a browser never sends an assertion
// without user verification when it was required, so only such an authenticator can show the server refusing it.

const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  counter = 0;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const map = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return isoCBOR.encode(map);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create() with these options (as RegistrationResponseJSON text). */
  create(optionsJson: string, p: { userVerified?: boolean } = {}): string {
    const options = JSON.parse(optionsJson) as Options;
    this.userHandle = options.user?.id ?? '';
    const flags = FLAG.UP | FLAG.AT | (p.userVerified === false ? 0 : FLAG.UV);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([sha256(options.rp?.id ?? ''), Buffer.from([flags]), counterBytes(this.counter), Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', authData);
    const attestationObject = isoCBOR.encode(attestation);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
    });
  }

  /** The answer to navigator.credentials.get() (AuthenticationResponseJSON text), signed with the chosen flags and counter. */
  get(optionsJson: string, p: { userVerified?: boolean } = {}): string {
    const options = JSON.parse(optionsJson) as Options;
    const flags = FLAG.UP | (p.userVerified === false ? 0 : FLAG.UV);
    const authData = Buffer.concat([sha256(options.rpId ?? ''), Buffer.from([flags]), counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle },
    });
  }
}
