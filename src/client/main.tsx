import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { App } from "./app/app";
import "./index.css";

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
// Public pages arrive pre-rendered by the server; every other page starts empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
