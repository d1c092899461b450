import type { RemotePageProps } from 'shared-ui';

export default function Login({ accountMenu }: RemotePageProps) {
  return (
    <main>
      <header>{accountMenu}</header>
      <h1>Login</h1>
    </main>
  );
}
