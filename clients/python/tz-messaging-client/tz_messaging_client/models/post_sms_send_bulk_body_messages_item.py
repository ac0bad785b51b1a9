from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostSmsSendBulkBodyMessagesItem")


@_attrs_define
class PostSmsSendBulkBodyMessagesItem:
    """
    Attributes:
        to (str):
        text (str | Unset):
        contact_id (int | Unset):
    """

    to: str
    text: str | Unset = UNSET
    contact_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        text = self.text

        contact_id = self.contact_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to": to,
            }
        )
        if text is not UNSET:
            field_dict["text"] = text
        if contact_id is not UNSET:
            field_dict["contact_id"] = contact_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        text = d.pop("text", UNSET)

        contact_id = d.pop("contact_id", UNSET)

        post_sms_send_bulk_body_messages_item = cls(
            to=to,
            text=text,
            contact_id=contact_id,
        )

        post_sms_send_bulk_body_messages_item.additional_properties = d
        return post_sms_send_bulk_body_messages_item

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
