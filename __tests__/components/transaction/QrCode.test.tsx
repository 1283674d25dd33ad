import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import QrCode, { QR_SIZE } from '@/components/transaction/QrCode';

const URI = 'bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?label=Shop&message=Order%20K7Q2M9XA4';

// The real package, with a switch to make drawing fail.
let mockDrawingFails = false;
jest.mock('qrcode', () => {
  const actual = jest.requireActual<typeof QRCode>('qrcode');
  return {
    ...actual,
    toDataURL: (...args: Parameters<typeof actual.toDataURL>) =>
      mockDrawingFails ? Promise.reject(new Error('no canvas')) : actual.toDataURL(...args),
  };
});

afterEach(() => {
  mockDrawingFails = false;
  jest.restoreAllMocks();
});

describe('QrCode', () => {
  it('draws the given URI as a PNG data URI with its alt text', async () => {
    render(<QrCode value={URI} alt="QR code of the payment" />);
    const img = await screen.findByRole('img', { name: 'QR code of the payment' }, { timeout: 10_000 });
    const expected = await QRCode.toDataURL(URI, {
      margin: 1,
      width: QR_SIZE * 2,
      errorCorrectionLevel: 'M',
    });
    expect(img).toHaveAttribute('src', expected);
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Another URI draws another picture.
    const other = await QRCode.toDataURL(`${URI}x`, {
      margin: 1,
      width: QR_SIZE * 2,
      errorCorrectionLevel: 'M',
    });
    expect(other).not.toBe(expected);
  }, 15_000);

  it('says the picture is missing instead of failing when it cannot be drawn', async () => {
    mockDrawingFails = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<QrCode value={URI} alt="QR code of the payment" />);
    expect(await screen.findByText('QR code unavailable: use the address below.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
