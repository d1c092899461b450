import type { RemotePageProps } from 'shared-ui';

export default function Register({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Register</h1>
    </main>
  );
}
