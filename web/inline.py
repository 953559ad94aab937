"""Placeholder replaced by the page's inliner."""
