from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatInboundMessageInviteeType0")


@_attrs_define
class ChatInboundMessageInviteeType0:
    """
    Attributes:
        id (int):
        name (str):
        event_id (int):
    """

    id: int
    name: str
    event_id: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        event_id = self.event_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "event_id": event_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        event_id = d.pop("event_id")

        chat_inbound_message_invitee_type_0 = cls(
            id=id,
            name=name,
            event_id=event_id,
        )

        return chat_inbound_message_invitee_type_0
