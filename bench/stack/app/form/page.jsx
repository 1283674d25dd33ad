// The floor of /checkout: the floor of app/page.jsx plus a Formik form validated by a Yup schema.
import PatientForm from '../../components/PatientForm';
import StoreProvider from '../../components/StoreProvider';
import StyledRegistry from '../../../../components/providers/StyledComponentsRegistry';

export default function Page() {
  return (
    <StyledRegistry>
      <StoreProvider>
        <h1>Blank Next page with the client stack and a form</h1>
        <PatientForm />
      </StoreProvider>
    </StyledRegistry>
  );
}
