export default function Page() {
  return <h1>Blank Next page</h1>;
}
