'use client';

// The checkout's libraries on the floor: a Formik form validated by a Yup schema (DESIGN.md: one Yup schema serves
// the Formik form and the route handler), styled and connected like the rest of the fixture.
import { useFormik } from 'formik';
import * as yup from 'yup';
import Counter from './Counter';

const schema = yup.object({
  name: yup.string().trim().required('Name is required').max(100),
  email: yup.string().trim().required('Email is required').email('Enter a valid email'),
});

export default function PatientForm() {
  const formik = useFormik({
    initialValues: { name: '', email: '' },
    validationSchema: schema,
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {['name', 'email'].map((field) => (
        <p key={field}>
          <label htmlFor={field}>{field}</label>
          <input id={field} {...formik.getFieldProps(field)} />
          {formik.touched[field] && formik.errors[field] ? (
            <span role="alert">{formik.errors[field]}</span>
          ) : null}
        </p>
      ))}
      <Counter />
      <button type="submit">Submit</button>
    </form>
  );
}
