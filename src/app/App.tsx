/**
 * The app: a data router (react-router's createBrowserRouter) on the app's route objects
 * (src/app/routes.tsx), whose root route is the shell. Tests build a memory router on the same
 * route objects; the server is to build its static router on them too (issue 24).
 */
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';
import '../styles/global.css';

const router = createBrowserRouter(routes);

export default function App() {
  return <RouterProvider router={router} />;
}
