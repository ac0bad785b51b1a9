from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostChatSendBody")


@_attrs_define
class PostChatSendBody:
    """
    Attributes:
        to (str):
        chat_template_id (int | Unset):
        template (str | Unset):
        language (str | Unset):
        variables (list[str] | Unset):
        text (str | Unset):
        button_url_param (str | Unset):
        scheduled_at (datetime.datetime | None | Unset): ISO 8601 datetime. With Z or an offset (2026-12-01T06:00:00Z,
            2026-12-01T09:00+03:00) it is that instant; without one (2026-12-01 09:00, 2026-12-01T09:00:00) it is Dar es
            Salaam time (UTC+3): all four examples name 06:00Z.
    """

    to: str
    chat_template_id: int | Unset = UNSET
    template: str | Unset = UNSET
    language: str | Unset = UNSET
    variables: list[str] | Unset = UNSET
    text: str | Unset = UNSET
    button_url_param: str | Unset = UNSET
    scheduled_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        chat_template_id = self.chat_template_id

        template = self.template

        language = self.language

        variables: list[str] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables

        text = self.text

        button_url_param = self.button_url_param

        scheduled_at: None | str | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        elif isinstance(self.scheduled_at, datetime.datetime):
            scheduled_at = self.scheduled_at.isoformat()
        else:
            scheduled_at = self.scheduled_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
            }
        )
        if chat_template_id is not UNSET:
            field_dict["chat_template_id"] = chat_template_id
        if template is not UNSET:
            field_dict["template"] = template
        if language is not UNSET:
            field_dict["language"] = language
        if variables is not UNSET:
            field_dict["variables"] = variables
        if text is not UNSET:
            field_dict["text"] = text
        if button_url_param is not UNSET:
            field_dict["button_url_param"] = button_url_param
        if scheduled_at is not UNSET:
            field_dict["scheduled_at"] = scheduled_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        chat_template_id = d.pop("chat_template_id", UNSET)

        template = d.pop("template", UNSET)

        language = d.pop("language", UNSET)

        variables = cast(list[str], d.pop("variables", UNSET))

        text = d.pop("text", UNSET)

        button_url_param = d.pop("button_url_param", UNSET)

        def _parse_scheduled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scheduled_at_type_0 = datetime.datetime.fromisoformat(data)

                return scheduled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduled_at", UNSET))

        post_chat_send_body = cls(
            to=to,
            chat_template_id=chat_template_id,
            template=template,
            language=language,
            variables=variables,
            text=text,
            button_url_param=button_url_param,
            scheduled_at=scheduled_at,
        )

        post_chat_send_body.additional_properties = d
        return post_chat_send_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
