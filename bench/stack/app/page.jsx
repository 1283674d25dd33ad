// The blank page plus the client stack DESIGN.md prescribes for every shop page: the shop's own styled-components registry,
// a persisted Redux store and one connected, styled client component. The floor of a shop page's script weight.
import Counter from '../components/Counter';
import StoreProvider from '../components/StoreProvider';
import StyledRegistry from '../../../components/providers/StyledComponentsRegistry';

export default function Page() {
  return (
    <StyledRegistry>
      <StoreProvider>
        <h1>Blank Next page with the client stack</h1>
        <Counter />
      </StoreProvider>
    </StyledRegistry>
  );
}
