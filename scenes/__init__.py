"""The pygame front end: a scene stack over the headless rules."""
