import { redirect } from 'next/navigation';

// Spec: any other path goes to the home page.
export default function NotFound() {
  redirect('/');
}
