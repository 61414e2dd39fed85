"""The pygame_gui theme (assets/themes/theme.json): colours, fonts and shapes of every widget."""

from __future__ import annotations

from .palette import ACCENT, GLOW, INK


def hexc(c, alpha: int | None = None) -> str:
    text = "#{:02x}{:02x}{:02x}".format(*c)
    return text if alpha is None else text + f"{alpha:02x}"


def font(size: int, bold: bool = False) -> dict:
    spec = {"name": "noto_sans", "size": str(size)}
    if bold:
        spec["bold"] = "1"
    return spec


def make_theme() -> dict:
    text, dim_text, disabled_text = hexc(INK), "#aab3dd", "#6b7190"  # the widgets in the table's own colours
    accent, accent_hi, orange = hexc(GLOW), "#9fd8f8", hexc(ACCENT)
    shape = {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1", "shadow_width": "0"}
    button_colours = {
        "normal_bg": "#101a3a", "hovered_bg": "#1a2e5e", "active_bg": "#0d3b5c", "selected_bg": "#3a2a08",
        "disabled_bg": "#151826",
        "normal_text": text, "hovered_text": "#ffffff", "active_text": "#ffffff", "selected_text": "#ffd68a",
        "disabled_text": disabled_text,
        "normal_border": accent, "hovered_border": accent_hi, "active_border": "#ffffff",
        "selected_border": orange, "disabled_border": "#363c58",
    }
    field = {"normal_bg": "#080b1c", "dark_bg": "#080b1c", "normal_border": "#2f4a80", "hovered_border": accent,
             "selected_border": accent, "active_border": accent, "normal_text": text, "selected_text": "#ffffff",
             "disabled_text": disabled_text, "disabled_bg": "#11131f", "disabled_border": "#2a2e44",
             "text_cursor": accent_hi, "selected_bg": "#1d4a78"}
    bar = {"dark_bg": "#080b1c", "normal_bg": "#1a2750", "hovered_bg": "#264080", "active_bg": "#2c5a9a",
           "disabled_bg": "#11131f", "normal_border": "#2f4a80", "hovered_border": accent,
           "disabled_border": "#2a2e44"}
    theme = {
        "defaults": {
            "colours": {
                "normal_bg": "#101a3a", "hovered_bg": "#1a2e5e", "disabled_bg": "#151826",
                "selected_bg": "#3a2a08", "active_bg": "#0d3b5c",
                "dark_bg": "#0b0f24e6", "disabled_dark_bg": "#0b0d18",
                "normal_text": text, "hovered_text": "#ffffff", "disabled_text": disabled_text,
                "selected_text": "#ffd68a", "active_text": "#ffffff",
                "normal_border": "#2f4a80", "hovered_border": accent, "disabled_border": "#2a2e44",
                "selected_border": orange, "active_border": accent,
                "link_text": accent, "link_hover": accent_hi, "link_selected": orange,
                "text_shadow": "#00000080",
                "filled_bar": accent, "unfilled_bar": "#1a2040",
                "text_cursor": accent_hi,
            }
        },
        "button": {"colours": dict(button_colours), "font": font(16),
                   "misc": dict(shape, border_width="2", text_horiz_alignment_padding="10")},
        "#primary_button": {
            "colours": {"normal_bg": accent, "hovered_bg": accent_hi, "active_bg": "#3a9ad4",
                        "selected_bg": orange, "disabled_bg": "#2a3550",
                        "normal_text": "#05060f", "hovered_text": "#05060f", "active_text": "#05060f",
                        "selected_text": "#05060f", "disabled_text": "#7a809a",
                        "normal_border": "#c8ecff", "hovered_border": "#ffffff", "active_border": "#ffffff",
                        "selected_border": "#ffe0a0", "disabled_border": "#3a4560"},
            "font": font(18, bold=True),
        },
        "label": {"colours": {"normal_text": text, "disabled_text": disabled_text, "dark_bg": "#00000000"},
                  "font": font(16),
                  "misc": {"text_shadow_size": "0", "text_shadow_offset": "0,0"}},
        "#title": {"font": font(40, bold=True), "colours": {"normal_text": "#f4f6ff"}},
        "#heading": {"font": font(24, bold=True), "colours": {"normal_text": text}},
        "#small": {"font": font(13), "colours": {"normal_text": dim_text}},
        "panel": {"colours": {"dark_bg": "#0b0f24d9", "normal_border": "#283c70"},
                  "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "10", "border_width": "1",
                           "shadow_width": "0"}},
        "window": {"colours": {"dark_bg": "#0b0f24f0", "normal_border": accent},
                   "misc": {"shape": "rectangle", "border_width": "1",
                            "shadow_width": "0"}},
        "window.#title_bar": {"colours": {"normal_bg": "#14204a", "hovered_bg": "#14204a", "active_bg": "#14204a",
                                          "normal_text": text, "hovered_text": text, "active_text": text},
                              "font": font(16, bold=True),
                              "misc": {"shape": "rectangle", "border_width": "0", "text_horiz_alignment": "left",
                                       "text_horiz_alignment_padding": "8"}},
        "window.#close_button": {"colours": dict(button_colours, normal_border="#283c70")},
        "text_box": {"colours": {"dark_bg": "#0b0f24e6", "normal_border": "#283c70", "normal_text": text,
                                 "link_text": accent, "link_hover": accent_hi, "link_selected": orange},
                     "font": font(16),
                     "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1",
                              "shadow_width": "0", "padding": "8,6"}},
        "text_entry_line": {"colours": field, "font": font(16),
                            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                                     "shadow_width": "0", "padding": "6,4"}},
        "drop_down_menu": {"colours": dict(button_colours, dark_bg="#0b0f24"), "font": font(16),
                           "misc": dict(shape, border_width="2", expand_direction="down")},
        "drop_down_menu.selection_list": {"colours": {"dark_bg": "#0b0f24", "normal_border": accent}},
        "selection_list": {"colours": {"dark_bg": "#0b0f24e6", "normal_border": "#283c70"}, "font": font(16),
                           "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                                    "shadow_width": "0", "list_item_height": "28"}},
        # Load's and Replays' list: a plain box (pygame_gui's rounded shape this big took 0.2-0.5 s to make);
        # the scene draws the rounded frame in the colours above (issue 35)
        "#records": {"colours": {"dark_bg": "#00000000", "normal_border": "#00000000"},
                     "misc": {"shape": "rectangle", "border_width": "1", "shadow_width": "0",
                              "list_item_height": "28"}},
        "selection_list.button": {"colours": dict(button_colours, normal_bg="#00000000", normal_border="#00000000",
                                                  hovered_border="#00000000", selected_bg="#3a2a08",
                                                  selected_border="#00000000"),
                                  "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0",
                                           "text_horiz_alignment": "left", "text_horiz_alignment_padding": "8"}},
        "horizontal_slider": {"colours": bar,
                              "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4",
                                       "border_width": "1", "shadow_width": "0", "sliding_button_width": "18"}},
        "horizontal_slider.#sliding_button": {"colours": dict(button_colours, normal_bg=accent,
                                                              hovered_bg=accent_hi, normal_border="#c8ecff")},
        "vertical_scroll_bar": {"colours": bar,
                                "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}},
        "vertical_scroll_bar.#sliding_button": {"colours": dict(bar, normal_bg="#2c4a86", hovered_bg=accent)},
        "horizontal_scroll_bar": {"colours": bar,
                                  "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}},
        "horizontal_scroll_bar.#sliding_button": {"colours": dict(bar, normal_bg="#2c4a86", hovered_bg=accent)},
        "tool_tip": {"colours": {"dark_bg": "#101633f2", "normal_border": accent, "normal_text": text},
                     "font": font(14),
                     "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                              "shadow_width": "0", "rect_width": "240"}},
        "progress_bar": {"colours": {"filled_bar": accent, "unfilled_bar": "#1a2040", "normal_border": "#283c70",
                                     "normal_text": text}},
    }
    return theme

