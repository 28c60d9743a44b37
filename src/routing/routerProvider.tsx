import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';
import type { RouterProvider } from 'react-admin';

/**
 * react-admin's react-router adapter without its fallback hash router. The console always
 * renders react-admin inside its own router (ShellRouter, Root.tsx), and the fallback alone pulls
 * react-router's whole data-router runtime into the first page. The build substitutes this
 * module for ra-core's adapter (vite.config.ts); the rest mirrors ra-core 5.15's adapter.
 */
const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouterContext && dataRouterStateContext);
};

// A stable function that always calls the latest navigate.
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []) as ReturnType<RouterProvider['useNavigate']>;
};

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('react-admin must be rendered inside the console router');
  return children;
}

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
