import { isRouteErrorResponse, useRouteError } from "react-router";
import { CrashScreen } from "./crash-screen";
import { NotFoundPage } from "./not-found-page";

/** The router's error element: a 404 response shows the not-found page, anything else the crash screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <CrashScreen error={error} />;
}
