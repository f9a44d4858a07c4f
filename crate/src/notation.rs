//! Text notation (placeholder).
