from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatMessageTemplateType0")


@_attrs_define
class ChatMessageTemplateType0:
    """The template it addressed, by the name and language it was sent with

    Attributes:
        id (int):
        name (str):
        language (str):
    """

    id: int
    name: str
    language: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        language = self.language

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "language": language,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        language = d.pop("language")

        chat_message_template_type_0 = cls(
            id=id,
            name=name,
            language=language,
        )

        return chat_message_template_type_0
