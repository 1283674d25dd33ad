// The baseline of `npm run bench` (issue 14): a blank Next page, a layout and an <h1>, nothing of the shop.
export const metadata = {
  title: 'Blank Next page',
  description: 'The baseline page the bench compares with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
