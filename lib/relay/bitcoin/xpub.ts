// Watch-only receive addresses from the operator's account public key (BITCOIN_XPUB): native SegWit (P2WPKH) on
// the receive chain, …/0/i. Derivation and encoding are the libraries' (bip32 + tiny-secp256k1, bitcoinjs-lib,
// bs58check); this file only maps SLIP-132 version bytes (zpub, vpub) to the plain ones bip32 reads.
import { BIP32Factory, type BIP32Interface } from 'bip32';
import { networks, payments, type Network } from 'bitcoinjs-lib';
import bs58check from 'bs58check';
import { createHash } from 'node:crypto';
import * as ecc from 'tiny-secp256k1';

/** Version bytes of the public account keys we accept (BIP32, SLIP-132), and of private ones we refuse. */
const PUBLIC_VERSIONS: Record<string, { network: Network; plain: number }> = {
  '0488b21e': { network: networks.bitcoin, plain: 0x0488b21e }, // xpub
  '04b24746': { network: networks.bitcoin, plain: 0x0488b21e }, // zpub (BIP84)
  '043587cf': { network: networks.testnet, plain: 0x043587cf }, // tpub
  '045f1cf6': { network: networks.testnet, plain: 0x043587cf }, // vpub (BIP84 testnet)
};
const PRIVATE_PREFIXES = ['xprv', 'yprv', 'zprv', 'tprv', 'uprv', 'vprv', 'Yprv', 'Zprv'];

export interface AccountKey {
  /** the receive chain (…/0) of the account, public only */
  chain: BIP32Interface;
  network: Network;
  /** names the key in the database without storing it: 'acct-' + 16 hex of SHA-256 of the key text */
  id: string;
  /** 'mainnet' or 'testnet' */
  networkName: 'mainnet' | 'testnet';
}

const bip32 = BIP32Factory(ecc);

/** The account key, or an Error whose message says what is wrong (never the key itself). */
export function parseAccountKey(text: string): AccountKey {
  const key = text.trim();
  if (PRIVATE_PREFIXES.some((p) => key.startsWith(p))) {
    throw new Error(
      'holds a private key: give the shop only the account PUBLIC key (xpub or zpub); move the funds of a leaked key',
    );
  }
  let raw: Uint8Array;
  try {
    raw = bs58check.decode(key);
  } catch {
    throw new Error('is not an extended public key (xpub or zpub): its checksum or encoding is wrong');
  }
  if (raw.length !== 78) throw new Error('is not an extended public key (xpub or zpub): wrong length');
  const version = Buffer.from(raw.subarray(0, 4)).toString('hex');
  const kind = PUBLIC_VERSIONS[version];
  if (!kind) throw new Error('must be an xpub or zpub account key (other key types are not accepted)');
  const plain = new Uint8Array(raw);
  new DataView(plain.buffer).setUint32(0, kind.plain);
  let account: BIP32Interface;
  try {
    account = bip32.fromBase58(bs58check.encode(plain), kind.network);
  } catch {
    throw new Error('is not a valid extended public key (its point is not on the curve)');
  }
  if (!account.isNeutered()) throw new Error('holds a private key: give the shop only the public key');
  return {
    chain: account.derive(0),
    network: kind.network,
    networkName: kind.network === networks.bitcoin ? 'mainnet' : 'testnet',
    id: `acct-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`,
  };
}

/** Largest non-hardened index (BIP32). */
export const MAX_ADDRESS_INDEX = 0x7fffffff;

/** The P2WPKH receive address at …/0/index. */
export function receiveAddress(account: AccountKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_ADDRESS_INDEX)
    throw new Error(`address index ${index} is out of range`);
  const { address } = payments.p2wpkh({
    pubkey: account.chain.derive(index).publicKey,
    network: account.network,
  });
  if (!address) throw new Error('no address derived');
  return address;
}
