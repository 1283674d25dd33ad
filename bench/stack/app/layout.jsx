// bench/blank's layout: the stack page differs from the blank page only by what app/page.jsx adds.
export const metadata = {
  title: 'Blank Next page with the client stack',
  description: 'The floor of a shop page the bench compares with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
