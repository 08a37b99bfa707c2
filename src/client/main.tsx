import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import "./index.css";
import { registerServiceWorker } from "./lib/service-worker";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The same tree as src/client/ssr/render-page.tsx, so a pre-rendered page hydrates as is.
const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);
// Public pages arrive pre-rendered by the server and already painted; they hydrate in a
// transition, which React does in slices of a few milliseconds, so a slow phone stays
// responsive meanwhile. Every other page starts empty and renders at once.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

registerServiceWorker();
